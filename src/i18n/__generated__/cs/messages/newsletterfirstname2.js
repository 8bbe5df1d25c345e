/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterfirstname2Inputs */

const cs_newsletterfirstname2 = /** @type {(inputs: Newsletterfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jméno`)
};

/**

* @param {Newsletterfirstname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterfirstname2 = cs_newsletterfirstname2;
export { newsletterfirstname2 as "newsletterFirstName" }