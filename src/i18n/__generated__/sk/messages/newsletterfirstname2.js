/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterfirstname2Inputs */

const sk_newsletterfirstname2 = /** @type {(inputs: Newsletterfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meno`)
};

/**

* @param {Newsletterfirstname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterfirstname2 = sk_newsletterfirstname2;
export { newsletterfirstname2 as "newsletterFirstName" }