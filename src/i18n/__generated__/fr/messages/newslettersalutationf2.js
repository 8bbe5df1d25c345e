/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationf2Inputs */

const fr_newslettersalutationf2 = /** @type {(inputs: Newslettersalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madame`)
};

/**

* @param {Newslettersalutationf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersalutationf2 = fr_newslettersalutationf2;
export { newslettersalutationf2 as "newsletterSalutationF" }