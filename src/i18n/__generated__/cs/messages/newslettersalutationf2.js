/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationf2Inputs */

const cs_newslettersalutationf2 = /** @type {(inputs: Newslettersalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paní`)
};

/**

* @param {Newslettersalutationf2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersalutationf2 = cs_newslettersalutationf2;
export { newslettersalutationf2 as "newsletterSalutationF" }