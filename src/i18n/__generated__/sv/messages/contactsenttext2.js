/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactsenttext2Inputs */

const sv_contactsenttext2 = /** @type {(inputs: Contactsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi hör av oss så snart vi kan.`)
};

/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactsenttext2 = sv_contactsenttext2;
export { contactsenttext2 as "contactSentText" }