/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutation1Inputs */

const cs_newslettersalutation1 = /** @type {(inputs: Newslettersalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovení`)
};

/**

* @param {Newslettersalutation1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersalutation1 = cs_newslettersalutation1;
export { newslettersalutation1 as "newsletterSalutation" }