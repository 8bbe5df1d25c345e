/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servermethodnotallowed3Inputs */

const sk_servermethodnotallowed3 = /** @type {(inputs: Servermethodnotallowed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metóda nie je povolená`)
};

/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const servermethodnotallowed3 = sk_servermethodnotallowed3;
export { servermethodnotallowed3 as "serverMethodNotAllowed" }