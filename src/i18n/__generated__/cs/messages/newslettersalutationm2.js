/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationm2Inputs */

const cs_newslettersalutationm2 = /** @type {(inputs: Newslettersalutationm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pan`)
};

/**

* @param {Newslettersalutationm2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersalutationm2 = cs_newslettersalutationm2;
export { newslettersalutationm2 as "newsletterSalutationM" }