/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutation1Inputs */

const fr_newslettersalutation1 = /** @type {(inputs: Newslettersalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Civilité`)
};

/**

* @param {Newslettersalutation1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettersalutation1 = fr_newslettersalutation1;
export { newslettersalutation1 as "newsletterSalutation" }