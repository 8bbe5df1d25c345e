/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverinternalerror2Inputs */

const nl_serverinternalerror2 = /** @type {(inputs: Serverinternalerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interne fout`)
};

/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const serverinternalerror2 = nl_serverinternalerror2;
export { serverinternalerror2 as "serverInternalError" }