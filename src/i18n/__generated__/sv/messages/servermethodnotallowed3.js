/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servermethodnotallowed3Inputs */

const sv_servermethodnotallowed3 = /** @type {(inputs: Servermethodnotallowed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metoden är inte tillåten`)
};

/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const servermethodnotallowed3 = sv_servermethodnotallowed3;
export { servermethodnotallowed3 as "serverMethodNotAllowed" }