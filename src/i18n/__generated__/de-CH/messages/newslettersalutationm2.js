/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationm2Inputs */

const de_ch2_newslettersalutationm2 = /** @type {(inputs: Newslettersalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herr`)
};

/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newslettersalutationm2 = de_ch2_newslettersalutationm2;
export { newslettersalutationm2 as "newsletterSalutationM" }