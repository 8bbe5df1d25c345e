/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Basketloyaltypoints2Inputs */

const nl_basketloyaltypoints2 = /** @type {(inputs: Basketloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("nl", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Met deze bestelling krijg je ${i?.points} spaarpunt.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Met deze bestelling krijg je ${i?.points} spaarpunten.`);
	return /** @type {LocalizedString} */ ("basketLoyaltyPoints");
};

/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketloyaltypoints2 = nl_basketloyaltypoints2;
export { basketloyaltypoints2 as "basketLoyaltyPoints" }