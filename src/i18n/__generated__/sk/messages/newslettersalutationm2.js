/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationm2Inputs */

const sk_newslettersalutationm2 = /** @type {(inputs: Newslettersalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pán`)
};

/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersalutationm2 = sk_newslettersalutationm2;
export { newslettersalutationm2 as "newsletterSalutationM" }