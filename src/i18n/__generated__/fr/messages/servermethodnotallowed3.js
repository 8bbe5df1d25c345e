/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servermethodnotallowed3Inputs */

const fr_servermethodnotallowed3 = /** @type {(inputs: Servermethodnotallowed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthode non autorisée`)
};

/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const servermethodnotallowed3 = fr_servermethodnotallowed3;
export { servermethodnotallowed3 as "serverMethodNotAllowed" }