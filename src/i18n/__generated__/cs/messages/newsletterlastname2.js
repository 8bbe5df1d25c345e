/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterlastname2Inputs */

const cs_newsletterlastname2 = /** @type {(inputs: Newsletterlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Příjmení`)
};

/**

* @param {Newsletterlastname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterlastname2 = cs_newsletterlastname2;
export { newsletterlastname2 as "newsletterLastName" }