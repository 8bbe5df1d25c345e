/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverinternalerror2Inputs */

const sk_serverinternalerror2 = /** @type {(inputs: Serverinternalerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interná chyba`)
};

/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverinternalerror2 = sk_serverinternalerror2;
export { serverinternalerror2 as "serverInternalError" }