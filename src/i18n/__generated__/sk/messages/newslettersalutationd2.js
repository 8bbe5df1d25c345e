/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationd2Inputs */

const sk_newslettersalutationd2 = /** @type {(inputs: Newslettersalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iné`)
};

/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersalutationd2 = sk_newslettersalutationd2;
export { newslettersalutationd2 as "newsletterSalutationD" }