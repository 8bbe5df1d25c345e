/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutation1Inputs */

const de_newslettersalutation1 = /** @type {(inputs: Newslettersalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrede`)
};

/**

* @param {Newslettersalutation1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettersalutation1 = de_newslettersalutation1;
export { newslettersalutation1 as "newsletterSalutation" }