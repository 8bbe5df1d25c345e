/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactreason1Inputs */

const sv_contactreason1 = /** @type {(inputs: Contactreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt ärende`)
};

/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contactreason1 = sv_contactreason1;
export { contactreason1 as "contactReason" }