/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteerror2Inputs */

const de_customerdeleteerror2 = /** @type {(inputs: Customerdeleteerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Kundenkonto konnte nicht gelöscht werden. Bitte wenden Sie sich an unseren Kundenservice.`)
};

/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerdeleteerror2 = de_customerdeleteerror2;
export { customerdeleteerror2 as "customerDeleteError" }