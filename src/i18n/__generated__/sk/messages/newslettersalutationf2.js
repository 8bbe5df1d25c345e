/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationf2Inputs */

const sk_newslettersalutationf2 = /** @type {(inputs: Newslettersalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pani`)
};

/**

* @param {Newslettersalutationf2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersalutationf2 = sk_newslettersalutationf2;
export { newslettersalutationf2 as "newsletterSalutationF" }