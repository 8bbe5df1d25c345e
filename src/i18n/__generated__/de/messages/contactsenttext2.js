/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsenttext2Inputs */

const de_contactsenttext2 = /** @type {(inputs: Contactsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir melden uns so schnell wie möglich bei Ihnen.`)
};

/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactsenttext2 = de_contactsenttext2;
export { contactsenttext2 as "contactSentText" }