/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationd2Inputs */

const fr_newslettersalutationd2 = /** @type {(inputs: Newslettersalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersalutationd2 = fr_newslettersalutationd2;
export { newslettersalutationd2 as "newsletterSalutationD" }