/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutation1Inputs */

const nl_newslettersalutation1 = /** @type {(inputs: Newslettersalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanhef`)
};

/**

* @param {Newslettersalutation1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettersalutation1 = nl_newslettersalutation1;
export { newslettersalutation1 as "newsletterSalutation" }