/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutationd2Inputs */

const de_newslettersalutationd2 = /** @type {(inputs: Newslettersalutationd2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers`)
};

/**

* @param {Newslettersalutationd2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettersalutationd2 = de_newslettersalutationd2;
export { newslettersalutationd2 as "newsletterSalutationD" }