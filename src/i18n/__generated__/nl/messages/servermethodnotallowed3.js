/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servermethodnotallowed3Inputs */

const nl_servermethodnotallowed3 = /** @type {(inputs: Servermethodnotallowed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Methode niet toegestaan`)
};

/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const servermethodnotallowed3 = nl_servermethodnotallowed3;
export { servermethodnotallowed3 as "serverMethodNotAllowed" }