/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterlastname2Inputs */

const nl_newsletterlastname2 = /** @type {(inputs: Newsletterlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achternaam`)
};

/**

* @param {Newsletterlastname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterlastname2 = nl_newsletterlastname2;
export { newsletterlastname2 as "newsletterLastName" }