/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersave1Inputs */

const de_newslettersave1 = /** @type {(inputs: Newslettersave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettersave1 = de_newslettersave1;
export { newslettersave1 as "newsletterSave" }