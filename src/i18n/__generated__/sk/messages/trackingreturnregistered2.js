/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnregistered2Inputs */

const sk_trackingreturnregistered2 = /** @type {(inputs: Trackingreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlásené`)
};

/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnregistered2 = sk_trackingreturnregistered2;
export { trackingreturnregistered2 as "trackingReturnRegistered" }