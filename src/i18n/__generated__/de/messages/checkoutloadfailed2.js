/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloadfailed2Inputs */

const de_checkoutloadfailed2 = /** @type {(inputs: Checkoutloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kasse konnte nicht geladen werden. Bitte laden Sie die Seite neu.`)
};

/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutloadfailed2 = de_checkoutloadfailed2;
export { checkoutloadfailed2 as "checkoutLoadFailed" }