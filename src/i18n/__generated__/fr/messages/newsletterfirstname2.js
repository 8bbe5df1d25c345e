/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterfirstname2Inputs */

const fr_newsletterfirstname2 = /** @type {(inputs: Newsletterfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**

* @param {Newsletterfirstname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterfirstname2 = fr_newsletterfirstname2;
export { newsletterfirstname2 as "newsletterFirstName" }