/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersalutation1Inputs */

const sk_newslettersalutation1 = /** @type {(inputs: Newslettersalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovenie`)
};

/**

* @param {Newslettersalutation1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersalutation1 = sk_newslettersalutation1;
export { newslettersalutation1 as "newsletterSalutation" }