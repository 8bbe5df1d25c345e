/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawntext3Inputs */

const de_customerverifywithdrawntext3 = /** @type {(inputs: Customerverifywithdrawntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wenden Sie sich an unseren Kundenservice, damit wir Ihre E-Mail-Adresse prüfen können.`)
};

/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawntext3 = de_customerverifywithdrawntext3;
export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" }