/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsenttext2Inputs */

const cs_contactsenttext2 = /** @type {(inputs: Contactsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ozveme se Vám co nejdříve.`)
};

/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactsenttext2 = cs_contactsenttext2;
export { contactsenttext2 as "contactSentText" }