/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersave1Inputs */

const de_ch2_newslettersave1 = /** @type {(inputs: Newslettersave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newslettersave1 = de_ch2_newslettersave1;
export { newslettersave1 as "newsletterSave" }