/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterfirstname2Inputs */

const sv_newsletterfirstname2 = /** @type {(inputs: Newsletterfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Förnamn`)
};

/**

* @param {Newsletterfirstname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterfirstname2 = sv_newsletterfirstname2;
export { newsletterfirstname2 as "newsletterFirstName" }