/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersave1Inputs */

const sk_newslettersave1 = /** @type {(inputs: Newslettersave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložiť zmeny`)
};

/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersave1 = sk_newslettersave1;
export { newslettersave1 as "newsletterSave" }