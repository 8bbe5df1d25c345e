/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationm2Inputs */

const fr_newslettersalutationm2 = /** @type {(inputs: Newslettersalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monsieur`)
};

/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersalutationm2 = fr_newslettersalutationm2;
export { newslettersalutationm2 as "newsletterSalutationM" }