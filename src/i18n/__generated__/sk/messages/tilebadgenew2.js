/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgenew2Inputs */

const sk_tilebadgenew2 = /** @type {(inputs: Tilebadgenew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOVINKA`)
};

/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgenew2 = sk_tilebadgenew2;
export { tilebadgenew2 as "tileBadgeNew" }