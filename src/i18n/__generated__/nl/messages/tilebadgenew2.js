/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgenew2Inputs */

const nl_tilebadgenew2 = /** @type {(inputs: Tilebadgenew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIEUW`)
};

/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgenew2 = nl_tilebadgenew2;
export { tilebadgenew2 as "tileBadgeNew" }