/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterlastname2Inputs */

const sk_newsletterlastname2 = /** @type {(inputs: Newsletterlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priezvisko`)
};

/**

* @param {Newsletterlastname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterlastname2 = sk_newsletterlastname2;
export { newsletterlastname2 as "newsletterLastName" }