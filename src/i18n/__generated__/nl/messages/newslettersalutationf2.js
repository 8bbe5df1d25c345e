/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationf2Inputs */

const nl_newslettersalutationf2 = /** @type {(inputs: Newslettersalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mevrouw`)
};

/**

* @param {Newslettersalutationf2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersalutationf2 = nl_newslettersalutationf2;
export { newslettersalutationf2 as "newsletterSalutationF" }