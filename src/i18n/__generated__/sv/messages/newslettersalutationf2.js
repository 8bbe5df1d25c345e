/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationf2Inputs */

const sv_newslettersalutationf2 = /** @type {(inputs: Newslettersalutationf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kvinna`)
};

/**

* @param {Newslettersalutationf2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettersalutationf2 = sv_newslettersalutationf2;
export { newslettersalutationf2 as "newsletterSalutationF" }