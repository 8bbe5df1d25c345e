/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterlastname2Inputs */

const fr_newsletterlastname2 = /** @type {(inputs: Newsletterlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**

* @param {Newsletterlastname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterlastname2 = fr_newsletterlastname2;
export { newsletterlastname2 as "newsletterLastName" }