/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationm2Inputs */

const sv_newslettersalutationm2 = /** @type {(inputs: Newslettersalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Man`)
};

/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettersalutationm2 = sv_newslettersalutationm2;
export { newslettersalutationm2 as "newsletterSalutationM" }