/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteerror2Inputs */

const fr_customerdeleteerror2 = /** @type {(inputs: Customerdeleteerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte client n’a pas pu être supprimé. Veuillez contacter notre service client.`)
};

/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdeleteerror2 = fr_customerdeleteerror2;
export { customerdeleteerror2 as "customerDeleteError" }