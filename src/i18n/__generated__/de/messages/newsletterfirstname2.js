/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterfirstname2Inputs */

const de_newsletterfirstname2 = /** @type {(inputs: Newsletterfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

/**

* @param {Newsletterfirstname2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterfirstname2 = de_newsletterfirstname2;
export { newsletterfirstname2 as "newsletterFirstName" }