/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servermethodnotallowed3Inputs */

const cs_servermethodnotallowed3 = /** @type {(inputs: Servermethodnotallowed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metoda není povolena`)
};

/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const servermethodnotallowed3 = cs_servermethodnotallowed3;
export { servermethodnotallowed3 as "serverMethodNotAllowed" }