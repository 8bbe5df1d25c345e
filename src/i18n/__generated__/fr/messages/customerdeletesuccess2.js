/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletesuccess2Inputs */

const fr_customerdeletesuccess2 = /** @type {(inputs: Customerdeletesuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande de suppression de compte client a bien été transmise.`)
};

/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdeletesuccess2 = fr_customerdeletesuccess2;
export { customerdeletesuccess2 as "customerDeleteSuccess" }