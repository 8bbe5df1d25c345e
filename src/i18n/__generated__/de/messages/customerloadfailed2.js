/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloadfailed2Inputs */

const de_customerloadfailed2 = /** @type {(inputs: Customerloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerloadfailed2 = de_customerloadfailed2;
export { customerloadfailed2 as "customerLoadFailed" }