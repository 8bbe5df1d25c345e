/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationd2Inputs */

const nl_newslettersalutationd2 = /** @type {(inputs: Newslettersalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anders`)
};

/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersalutationd2 = nl_newslettersalutationd2;
export { newslettersalutationd2 as "newsletterSalutationD" }