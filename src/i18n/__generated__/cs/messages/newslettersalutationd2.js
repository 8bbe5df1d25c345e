/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationd2Inputs */

const cs_newslettersalutationd2 = /** @type {(inputs: Newslettersalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiné`)
};

/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersalutationd2 = cs_newslettersalutationd2;
export { newslettersalutationd2 as "newsletterSalutationD" }