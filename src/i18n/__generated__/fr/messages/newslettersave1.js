/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersave1Inputs */

const fr_newslettersave1 = /** @type {(inputs: Newslettersave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersave1 = fr_newslettersave1;
export { newslettersave1 as "newsletterSave" }