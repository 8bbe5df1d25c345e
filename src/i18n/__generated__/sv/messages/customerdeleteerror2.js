/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteerror2Inputs */

const sv_customerdeleteerror2 = /** @type {(inputs: Customerdeleteerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt kundkonto kunde inte raderas. Kontakta vår kundtjänst.`)
};

/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdeleteerror2 = sv_customerdeleteerror2;
export { customerdeleteerror2 as "customerDeleteError" }